import '@fontsource/fraunces/400.css';
import '@fontsource/fraunces/600.css';
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { primeFirstData } from './app/first-data.ts';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { loadFirstPaintPage, routes } from './app/router.tsx';
import { setUpWebFonts } from './app/web-fonts.ts';

// Our CSP has no 'unsafe-eval', so zod's compiled parsers are off anyway; jitless also skips its `new Function`
// probe, which the browser reports as a CSP violation. Zod takes its settings from this global when it loads
// (zod/v4/core/core.js), so the setting costs the entry no zod code.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

void setUpWebFonts(window.location.pathname);
const queryClient = createQueryClient();
primeFirstData(queryClient, window.location.pathname);
const router = createBrowserRouter(routes);
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// ADR 0011: the first render waits for the page's code when the server preloaded it, and is a transition, so
// React renders it in slices and yields to the browser between them, instead of one long task that blocks
// input (Lighthouse's Total Blocking Time on a phone).
const app = createRoot(root);
void loadFirstPaintPage(window.location.pathname).then(() =>
  startTransition(() =>
    app.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  ),
);
