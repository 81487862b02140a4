/** Intrinsic sizes of the content images (all drawn on these canvases), so the layout does not shift. */
export const articleImageSize = { width: 1200, height: 630 } as const;

export const avatarSize = { width: 96, height: 96 } as const;
