/**
 * Entry point: mounts the router. The react-query provider (`query.ts`: fresh 5 minutes, one retry), runtime
 * configuration and Amplify come with the signed-in areas (`founder/auth-shell.tsx`, `admin/routes.tsx`), so the
 * landing chunk stays free of them.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadSignedInArea } from './app.js';

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');
const root = createRoot(element);
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A signed-in area's first load (/auth, /dashboard/*): its chunks start downloading before the first render, and
// the route's lazy modules render without suspending once loaded (lazy-preload.tsx).
void preloadSignedInArea(window.location.pathname);
root.render(app);
