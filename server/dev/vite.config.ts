import { defineConfig, mergeConfig, type UserConfig } from 'vite';
import site from '../../vite.config';

/** The site's own Vite config, with the API and the logged-in area's calls passed to the real server. */
export default defineConfig((env) => {
  const base: UserConfig = typeof site === 'function' ? site(env) : site;
  const target = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;
  // changeOrigin stays off: the server compares Origin with the Host the browser used.
  return mergeConfig(base, { server: { proxy: { '/api': { target }, '/ui': { target } } } });
});
