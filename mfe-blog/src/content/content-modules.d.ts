// Modules produced from the content files by build/blog-content-loader.ts (webpack) and
// build/jest-content-transform.cjs (Jest). Their shapes are given once, in blog-content-types.ts;
// src/content/blog-collection.ts applies them.

declare module '*/content/blog.yaml' {
  export const blogPage: unknown;
  export const authors: unknown;
  export const articles: unknown;
}
