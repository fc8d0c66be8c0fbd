import { canAccessAdministration, canManageScars, canManageSignals, canManageUsers } from '@qi/domain/access';
import { Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { PrivateRoute } from './guards/private-route';
import { PublicOnlyRoute } from './guards/public-only-route';
import { RoleRoute } from './guards/role-route';
import { MinimalLayout } from './layouts/minimal-layout';
import { RootLayout } from './layouts/root-layout';
import { lazyPage, page } from './lazy-page';
import { RouteError } from './routes/route-error';

// /login is where every visit without a session starts, so it ships with the app itself (one round
// trip, no extra chunks); every other page is its own chunk. What each page loads is held to a budget
// by size-limit (.size-limit.cjs).
const MainLayout = lazyPage(() => import('./layouts/main-layout'), 'MainLayout');
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/components/reset-password-page'),
  'ResetPasswordPage',
);
const LogoutPage = lazyPage(() => import('../features/auth/components/logout-page'), 'LogoutPage');
// Where the company's identity provider sends people back, and the window a signing opens (decision 053).
const providerPages = () => import('../features/sign-in-provider/components/provider-pages');
const ProviderCallbackPage = lazyPage(providerPages, 'ProviderCallbackPage');
const ProviderSigningPage = lazyPage(providerPages, 'ProviderSigningPage');
// A supplier answers a request through the emailed link, without an account (decision 051).
const SupplierPage = lazyPage(
  () => import('../features/supplier-portal/components/supplier-page'),
  'SupplierPage',
);
const NotFoundPage = lazyPage(() => import('./routes/not-found-page'), 'NotFoundPage');
const HomePage = lazyPage(() => import('../features/home/components/home-page'), 'HomePage');
const ProfilePage = lazyPage(() => import('../features/profile/components/profile-page'), 'ProfilePage');
// The scan page loads its barcode reader only once the camera runs (it is large).
const ScanPage = lazyPage(() => import('../features/scan/components/scan-page'), 'ScanPage');
const HelpPage = lazyPage(() => import('../features/help/components/help-page'), 'HelpPage');
const UsersPage = lazyPage(() => import('../features/users/components/users-page'), 'UsersPage');
const UserDetailsPage = lazyPage(
  () => import('../features/users/components/user-details-page'),
  'UserDetailsPage',
);

// The report form, its edit page and the reports waiting on the device share one chunk (the form and the
// offline queue); the details page (markdown, signatures, disposition) is its own, so neither side
// carries the other's code.
const incidents = () => import('../features/incidents/components/incident-pages');
const ReportIncidentPage = lazyPage(incidents, 'ReportIncidentPage');
const WaitingPage = lazyPage(incidents, 'WaitingPage');
const IncidentListPage = lazyPage(
  () => import('../features/incident-table/components/incident-list-page'),
  'IncidentListPage',
);
const IncidentDetailsPage = lazyPage(
  () => import('../features/incidents/components/incident-details-page'),
  'IncidentDetailsPage',
);
const IncidentEditPage = lazyPage(incidents, 'IncidentEditPage');

const investigations = () => import('../features/investigations/components/investigation-pages');
const InvestigationDetailsPage = lazyPage(investigations, 'InvestigationDetailsPage');
const InvestigationEditPage = lazyPage(investigations, 'InvestigationEditPage');

const intelligence = () => import('../features/intelligence/components/intelligence-pages');
const IntelligencePage = lazyPage(intelligence, 'IntelligencePage', () =>
  import('../features/intelligence/api/prefetch-dashboard').then((m) => m.prefetchDashboard()),
);
const NewChartPage = lazyPage(intelligence, 'NewChartPage');
const EditChartPage = lazyPage(intelligence, 'EditChartPage');

const signals = () => import('../features/signals/components/signal-pages');
const SignalsPage = lazyPage(signals, 'SignalsPage');
const SignalDetailsPage = lazyPage(signals, 'SignalDetailsPage');
const SignalRulesPage = lazyPage(signals, 'SignalRulesPage');

const scars = () => import('../features/scar/components/scar-pages');
const ScarsPage = lazyPage(scars, 'ScarsPage');
const ScarDetailsPage = lazyPage(scars, 'ScarDetailsPage');

const AdministrationPage = lazyPage(
  () => import('../features/administration/components/administration-pages'),
  'AdministrationPage',
);

/** The route map of docs/product.md §2. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      {
        element: <MinimalLayout />,
        children: [
          {
            element: <PublicOnlyRoute />,
            children: [
              { path: 'login', element: <LoginPage /> },
              { path: 'reset-password', element: page(ResetPasswordPage) },
            ],
          },
          { path: 'logout', element: page(LogoutPage) },
          { path: 'auth/callback', element: page(ProviderCallbackPage) },
          { path: 'auth/sign', element: page(ProviderSigningPage) },
          { path: 'not-found', element: page(NotFoundPage) },
        ],
      },
      {
        element: <PrivateRoute />,
        children: [
          {
            element: page(MainLayout),
            children: [
              { path: 'home', element: page(HomePage) },
              { path: 'profile', element: page(ProfilePage) },
              { path: 'scan', element: page(ScanPage) },
              { path: 'help', element: page(HelpPage) },
              { path: 'help/incident', element: page(HelpPage) },
              { path: 'help/investigation', element: page(HelpPage) },
              { path: 'incident/new', element: page(ReportIncidentPage) },
              { path: 'waiting', element: page(WaitingPage) },
              { path: 'incidents', element: page(IncidentListPage) },
              { path: 'incident/:id', element: page(IncidentDetailsPage) },
              { path: 'incident/:id/edit', element: page(IncidentEditPage) },
              { path: 'investigation/:id', element: page(InvestigationDetailsPage) },
              { path: 'investigation/:id/edit', element: page(InvestigationEditPage) },
              { path: 'intelligence', element: page(IntelligencePage) },
              { path: 'intelligence/new', element: page(NewChartPage) },
              { path: 'intelligence/:id/edit', element: page(EditChartPage) },
              {
                element: <RoleRoute allow={canManageSignals} />,
                children: [
                  { path: 'signals', element: page(SignalsPage) },
                  { path: 'signals/rules', element: page(SignalRulesPage) },
                  { path: 'signals/:id', element: page(SignalDetailsPage) },
                ],
              },
              {
                element: <RoleRoute allow={canManageScars} />,
                children: [
                  { path: 'scars', element: page(ScarsPage) },
                  { path: 'scars/:id', element: page(ScarDetailsPage) },
                ],
              },
              {
                element: <RoleRoute allow={canManageUsers} />,
                children: [
                  { path: 'users', element: page(UsersPage) },
                  { path: 'user/:id', element: page(UserDetailsPage) },
                ],
              },
              {
                element: <RoleRoute allow={canAccessAdministration} />,
                children: [
                  { path: 'admin', element: page(AdministrationPage) },
                  { path: 'admin/:tab', element: page(AdministrationPage) },
                ],
              },
            ],
          },
        ],
      },
      // Outside the staff sign-in: the supplier's own session (a `qis_` bearer in this tab).
      { path: 'supplier', element: page(SupplierPage) },
      { path: '*', element: <Navigate to="/not-found" replace /> },
    ],
  },
];
