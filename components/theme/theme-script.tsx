import { THEME_STORAGE_KEY } from "./theme-key";

/**
 * Run by the browser while it parses <head>, before anything is painted: the stored choice (components/theme/theme.ts),
 * else the system's preference, becomes the `dark` class and `color-scheme` on <html>, so no page flashes the wrong
 * theme. React leaves it alone: <html> has suppressHydrationWarning, as its class and style are set here. The CSP
 * allows it by 'unsafe-inline' on prerendered pages and by its hash on pages rendered per request (proxy.ts).
 */
export const THEME_SCRIPT = `(function(){try{var c=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}var d=c==="dark"||(c!=="light"&&window.matchMedia("(prefers-color-scheme: dark)").matches),r=document.documentElement;if(d)r.classList.add("dark");r.style.colorScheme=d?"dark":"light"})()`;

export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />;
}
