// webpack emits these as files (asset/resource) and imports resolve to their URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
