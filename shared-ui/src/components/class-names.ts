/** Joins the class names that are set; lets components accept an extra `className`. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
