/**
 * Entry point: mounts the router. The react-query provider (`query.ts`: fresh 5 minutes, one retry), runtime
 * configuration and Amplify come with the signed-in areas (`auth/auth-shell.tsx`, `pages/admin/routes.tsx`), so the
 * landing chunk stays free of them.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
