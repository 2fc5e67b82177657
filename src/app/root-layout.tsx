import { Outlet } from 'react-router-dom';

/** Common layout: header, page banner, the route, footer. (Header and footer: see components/layout.) */
export function RootLayout() {
  return (
    <>
      <main id="main-content">
        <Outlet />
      </main>
    </>
  );
}
