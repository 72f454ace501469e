// Asset imports handled by the bundler (see config/rspack.app.mjs).
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.css';
