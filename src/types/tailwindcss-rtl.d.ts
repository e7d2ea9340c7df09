declare module 'tailwindcss-rtl' {
  const plugin: unknown;
  export default plugin;
}
