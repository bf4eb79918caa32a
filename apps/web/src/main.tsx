import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router.tsx';
import { preloadScreenFor } from './app/screens.ts';
import { useAuthStore } from './features/auth/authStore.ts';
import { initTheme } from './features/theme/themeStore.ts';

initTheme();
// The session check runs once, at start; the screen's chunk downloads meanwhile.
void useAuthStore.getState().checkAuth();
preloadScreenFor(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
