/**
 * Entry point: mounts the router inside the react-query provider (`query.ts`: fresh 5 minutes, one retry).
 * Runtime configuration and Amplify are loaded by the auth area only (`auth/auth-shell.tsx`), so the landing
 * chunk stays free of them.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from './app.js';
import { queryClient } from './query.js';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
