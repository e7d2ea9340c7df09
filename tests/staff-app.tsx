import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { AppRoutes } from '@/app/router';
import { useLanguageStore } from '@/stores/use-language-store';
import { render } from './test-utils';

/** Where the app is, and its `navigate`, as of its last render by `renderStaffApp`. */
export const router: { location?: Location; navigate?: NavigateFunction } = {};

function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    router.location = location;
    router.navigate = navigate;
  });
  return null;
}

/** The app at a staff page's `route` in `language`, with the address readable (`router.location`) and Back at hand (`router.navigate(-1)`). */
export function renderStaffApp(route: string, language: 'ar' | 'en' = 'en') {
  useLanguageStore.setState({ chosen: language });
  return render(
    <MemoryRouter initialEntries={[route]} useTransitions={false}>
      <AppRoutes />
      <Probe />
    </MemoryRouter>,
  );
}
