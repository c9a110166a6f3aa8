import { createBrowserRouter } from 'react-router';
import { businessIdFromParam } from '@drd/shared/business-path';
import { LIST_ROUTE_PATHS } from './list-route-paths';
import { RootLayout } from './layout/root-layout';
import { PageLoading } from '../components/ui/page-loading';
import { businessDetailQuery } from '../features/business-profile/api/get-business';
import { queryClient } from '../lib/query-client';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';

// Screens other than home and 404 load on demand, keeping the first download small.
// A function, not a module-level router: creating it reads the URL and session storage, and
// main.tsx does that in a task of its own.
export const createAppRouter = () =>
  createBrowserRouter([
    {
      element: <RootLayout />,
      // Shown only while a lazily loaded first screen arrives.
      hydrateFallbackElement: <PageLoading quiet />,
      children: [
        { path: '/', element: <HomeRoute /> },
        {
          path: '/login',
          lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }),
        },
        {
          path: '/register',
          lazy: async () => ({ Component: (await import('./routes/register')).RegisterRoute }),
        },
        {
          path: '/olvide-contrasena',
          lazy: async () => ({
            Component: (await import('./routes/forgot-password')).ForgotPasswordRoute,
          }),
        },
        {
          path: '/restablecer-contrasena',
          lazy: async () => ({
            Component: (await import('./routes/reset-password')).ResetPasswordRoute,
          }),
        },
        {
          // An affiliate's link: a page naming the affiliate, offering to register a business.
          path: '/registro',
          lazy: async () => ({
            loader: (await import('./routes/referral-link')).referralLinkLoader,
            Component: (await import('./routes/referral-page')).ReferralPageRoute,
          }),
        },
        {
          path: '/registrar-negocio',
          lazy: async () => ({
            Component: (await import('./routes/register-business')).RegisterBusinessRoute,
          }),
        },
        {
          path: '/resenas/confirmar',
          lazy: async () => ({
            Component: (await import('./routes/confirm-review')).ConfirmReviewRoute,
          }),
        },
        {
          path: '/preguntas/confirmar',
          lazy: async () => ({
            Component: (await import('./routes/confirm-question')).ConfirmQuestionRoute,
          }),
        },
        {
          path: '/mensajes/confirmar',
          lazy: async () => ({
            Component: (await import('./routes/confirm-lead')).ConfirmLeadRoute,
          }),
        },
        {
          path: '/verificar-correo',
          lazy: async () => ({
            Component: (await import('./routes/verify-email')).VerifyEmailRoute,
          }),
        },
        {
          path: '/invitacion',
          lazy: async () => ({
            Component: (await import('./routes/accept-invitation')).AcceptInvitationRoute,
          }),
        },
        ...LIST_ROUTE_PATHS.allBusinesses.map((path) => ({
          path,
          lazy: async () => ({
            Component: (await import('./routes/all-businesses')).AllBusinessesRoute,
          }),
        })),
        ...LIST_ROUTE_PATHS.category.map((path) => ({
          path,
          lazy: async () => ({ Component: (await import('./routes/category')).CategoryRoute }),
        })),
        ...LIST_ROUTE_PATHS.categoryPlace.map((path) => ({
          path,
          lazy: async () => ({
            Component: (await import('./routes/category-place')).CategoryPlaceRoute,
          }),
        })),
        ...LIST_ROUTE_PATHS.location.map((path) => ({
          path,
          lazy: async () => ({ Component: (await import('./routes/location')).LocationRoute }),
        })),
        {
          path: '/negocio/:id',
          // The profile's data is fetched while its code downloads, not after (no waterfall).
          loader: ({ params }) => {
            const query = businessDetailQuery(businessIdFromParam(params.id) ?? NaN);
            if (query.enabled) void queryClient.prefetchQuery(query);
            return null;
          },
          lazy: async () => ({ Component: (await import('./routes/business')).BusinessRoute }),
        },
        {
          path: '/reclamar-negocio/:id',
          lazy: async () => ({
            Component: (await import('./routes/claim-business')).ClaimBusinessRoute,
          }),
        },
        {
          path: '/favoritos',
          lazy: async () => ({ Component: (await import('./routes/favorites')).FavoritesRoute }),
        },
        {
          path: '/mis-negocios',
          lazy: async () => ({
            Component: (await import('./routes/my-businesses')).MyBusinessesRoute,
          }),
        },
        {
          path: '/cuenta',
          lazy: async () => ({ Component: (await import('./routes/account')).AccountRoute }),
        },
        {
          path: '/cuenta/confirmar-correo',
          lazy: async () => ({
            Component: (await import('./routes/confirm-email-change')).ConfirmEmailChangeRoute,
          }),
        },
        {
          path: '/terminos',
          lazy: async () => ({ Component: (await import('./routes/terms')).TermsRoute }),
        },
        {
          path: '/privacidad',
          lazy: async () => ({ Component: (await import('./routes/privacy')).PrivacyRoute }),
        },
        {
          path: '/cuenta/correo',
          lazy: async () => ({
            Component: (await import('./routes/mail-preferences')).MailPreferencesRoute,
          }),
        },
        {
          path: '/mi-negocio/:id',
          lazy: async () => ({
            Component: (await import('./routes/owner-business')).OwnerBusinessRoute,
          }),
        },
        {
          path: '/mapa-negocios',
          lazy: async () => ({ Component: (await import('./routes/map')).MapRoute }),
        },
        {
          path: '/prueba-mapa',
          lazy: async () => ({ Component: (await import('./routes/map-test')).MapTestRoute }),
        },
        {
          path: '/admin',
          lazy: async () => ({
            Component: (await import('./routes/admin-console')).AdminConsoleRoute,
          }),
        },
        {
          path: '/admin/directorio',
          lazy: async () => ({
            Component: (await import('./routes/admin-directory')).AdminDirectoryRoute,
          }),
        },
        {
          path: '/admin/directorio/:id',
          lazy: async () => ({
            Component: (await import('./routes/admin-directory-business'))
              .AdminDirectoryBusinessRoute,
          }),
        },
        {
          path: '/admin/usuarios',
          lazy: async () => ({
            Component: (await import('./routes/admin-users')).AdminUsersRoute,
          }),
        },
        {
          path: '/admin/historial',
          lazy: async () => ({
            Component: (await import('./routes/admin-audit-log')).AdminAuditLogRoute,
          }),
        },
        {
          path: '/admin/offer-codes',
          lazy: async () => ({
            Component: (await import('./routes/admin-offer-codes')).AdminOfferCodesRoute,
          }),
        },
        {
          path: '/admin/pagos',
          lazy: async () => ({
            Component: (await import('./routes/admin-payments')).AdminPaymentsRoute,
          }),
        },
        {
          path: '/admin/negocios',
          lazy: async () => ({
            Component: (await import('./routes/admin-businesses')).AdminBusinessesRoute,
          }),
        },
        {
          path: '/admin/correo',
          lazy: async () => ({ Component: (await import('./routes/admin-mail')).AdminMailRoute }),
        },
        {
          path: '/admin/sistema',
          lazy: async () => ({
            Component: (await import('./routes/admin-system')).AdminSystemRoute,
          }),
        },
        {
          path: '/admin/importar',
          lazy: async () => ({
            Component: (await import('./routes/admin-import')).AdminImportRoute,
          }),
        },
        {
          path: '/admin/reclamos',
          lazy: async () => ({
            Component: (await import('./routes/admin-claims')).AdminClaimsRoute,
          }),
        },
        {
          path: '/admin/verificaciones',
          lazy: async () => ({
            Component: (await import('./routes/admin-verifications')).AdminVerificationsRoute,
          }),
        },
        {
          path: '/admin/submissions',
          lazy: async () => ({
            Component: (await import('./routes/admin-submissions')).AdminSubmissionsRoute,
          }),
        },
        {
          path: '/admin/resenas',
          lazy: async () => ({
            Component: (await import('./routes/admin-reviews')).AdminReviewsRoute,
          }),
        },
        {
          path: '/admin/preguntas',
          lazy: async () => ({
            Component: (await import('./routes/admin-questions')).AdminQuestionsRoute,
          }),
        },
        {
          path: '/afiliados',
          lazy: async () => ({
            Component: (await import('./routes/affiliates')).AffiliatesRoute,
          }),
        },
        {
          path: '/admin/afiliados',
          lazy: async () => ({
            Component: (await import('./routes/admin-affiliates')).AdminAffiliatesRoute,
          }),
        },
        {
          path: '/planes',
          lazy: async () => ({ Component: (await import('./routes/plans')).PlansRoute }),
        },
        {
          path: '/demo-funcionalidades',
          lazy: async () => ({
            Component: (await import('./routes/features-demo')).FeaturesDemoRoute,
          }),
        },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ]);
