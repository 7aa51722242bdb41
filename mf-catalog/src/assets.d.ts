// Webpack's asset/resource rule turns an imported image into its emitted URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
