/** A font file: webpack emits it beside the host's scripts and gives its URL (webpack/federated-app.cjs). */
declare module '*.woff2' {
  const url: string;
  export default url;
}
