// Images imported by components are emitted by webpack as files (asset/resource): the import is the URL.
declare module '*/hero-illustration.svg' {
  const url: string;
  export default url;
}
