import { createBrowserRouter } from 'react-router';
import { CatchAll, GuestOnly, RequireAdmin, RequireAuth } from './guards.tsx';
import { AppLayout, PublicLayout, RootLayout } from './layouts.tsx';
import { Screens } from './screens.ts';

/** The route table of spec section 2, with its guards. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          { path: 'login', element: <Screens.login /> },
          { path: 'signup', element: <Screens.signup /> },
        ],
      },
      {
        element: <PublicLayout />,
        children: [
          { path: 'terms', element: <Screens.terms /> },
          { path: 'privacy', element: <Screens.privacy /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { index: true, element: <Screens.dashboard /> },
              { path: 'problems', element: <Screens.problems /> },
              { path: 'problems/:id', element: <Screens.problemDetail /> },
              { path: 'problems/:id/compare', element: <Screens.compare /> },
              { path: 'profile', element: <Screens.profile /> },
              { path: 'playlists', element: <Screens.playlists /> },
              { path: 'playlists/:id', element: <Screens.playlistDetail /> },
              { path: 'playlists/:id/edit', element: <Screens.playlistEdit /> },
              { path: 'playlists/:id/practice', element: <Screens.playlistPractice /> },
              { path: 'leaderboard', element: <Screens.leaderboard /> },
              {
                element: <RequireAdmin />,
                children: [
                  { path: 'add-problem', element: <Screens.addProblem /> },
                  { path: 'update-problem', element: <Screens.updateProblem /> },
                  { path: 'delete-problem', element: <Screens.deleteProblem /> },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <CatchAll /> },
    ],
  },
]);
