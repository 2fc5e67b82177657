import { http } from 'msw';
import { server } from '../../local-api/node';
import { findUserByToken } from '../../local-api/respond';
import { DEMO_USERS } from '../../local-api/seed/users';
import { findCartFor } from '../../local-api/store/cart';
import { getDb } from '../../local-api/store/db';

/** The seeded customer's cart lines in the local API, as { product_id, qty }. */
export const customerCart = (): { product_id: number; qty: number }[] => {
  const user = findUserByToken(DEMO_USERS.customer.token);
  if (!user) throw new Error('no demo user');
  const cart = findCartFor({ kind: 'user', user });
  return (cart?.items ?? []).map(({ product_id, qty }) => ({ product_id, qty }));
};

/** Takes a product off sale: GET /products/{id} answers 404 from now on. */
export const stopSelling = (productId: number): void => {
  const db = getDb();
  db.products = db.products.filter((product) => product.id !== productId);
};

/** Records every POST /cart/add body; the local API still answers it. */
export const recordCartAdds = (): unknown[] => {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/cart/add', async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
};
