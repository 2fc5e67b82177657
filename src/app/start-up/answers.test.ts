import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { answersSettled, refreshAnswers, takeAnswers } from '@/app/start-up/answers';
import { hydrateAnswers } from '@/api/base-api';
import { catalogApi } from '@/features/catalog';
import { nextTask } from '@/lib/next-task';
import { server } from '../../../local-api/node';
import { getDb } from '../../../local-api/store/db';
import { makeStore } from '../store';

/** The answers a build prerendered /store with, and a browser store hydrated from them. */
const builtStore = async () => {
  const build = makeStore();
  void build.dispatch(catalogApi.endpoints.getProductsByCategory.initiate(undefined));
  void build.dispatch(catalogApi.endpoints.getCategories.initiate(undefined));
  await build.dispatch(answersSettled());
  const answers = build.dispatch(takeAnswers());
  const browser = makeStore();
  browser.dispatch(hydrateAnswers(answers));
  return { answers, browser };
};

const priceOf = (store: ReturnType<typeof makeStore>, id: number) =>
  catalogApi.endpoints.getProductsByCategory
    .select(undefined)(store.getState())
    .data?.flatMap((group) => group.products)
    .find((product) => product.id === id)?.sell_price;

/** Raises a product's price in the local API by 10 after the build: returns the price it was built with. */
const raisePriceInApi = (store: ReturnType<typeof makeStore>, id: number) => {
  const product = getDb().products.find((item) => item.id === id);
  if (!product) throw new Error(`no product ${id}`);
  const built = priceOf(store, id);
  product.sell_price = Number(built) + 10;
  return built;
};

describe('refreshAnswers: this visit’s answers in place of the build’s', () => {
  it('says it failed when the product answers fail, and succeeds with this visit’s prices on a retry', async () => {
    const { answers, browser } = await builtStore();
    const built = raisePriceInApi(browser, 705);

    server.use(
      http.get('*/products', () => HttpResponse.json({ message: 'Down' }, { status: 500 })),
    );
    await expect(browser.dispatch(refreshAnswers([answers]))).resolves.toBe(false);

    server.resetHandlers();
    await expect(browser.dispatch(refreshAnswers([answers]))).resolves.toBe(true);
    expect(priceOf(browser, 705)).toBe(Number(built) + 10);
  });

  it('leaves an answer equal to the one shown as it is, so nothing showing it renders again', async () => {
    const { answers, browser } = await builtStore();
    const built = raisePriceInApi(browser, 705);
    const categories = catalogApi.endpoints.getCategories.select(undefined);
    const products = catalogApi.endpoints.getProductsByCategory.select(undefined);
    const categoriesBefore = categories(browser.getState());
    const productsBefore = products(browser.getState());

    await expect(browser.dispatch(refreshAnswers([answers]))).resolves.toBe(true);
    // The categories did not change: the same answer, the same state (no re-render of the menu).
    expect(categories(browser.getState())).toBe(categoriesBefore);
    expect(products(browser.getState())).not.toBe(productsBefore);
    expect(priceOf(browser, 705)).toBe(Number(built) + 10);
  });

  it('starts its calls after the task that asked for them and the one that sets it up, one task each', async () => {
    const { answers, browser } = await builtStore();
    const calls = vi.spyOn(globalThis, 'fetch');
    // The hydration's effects dispatch it: started there, the calls would all lengthen that task.
    const refreshed = browser.dispatch(refreshAnswers([answers]));
    await nextTask();
    expect(calls).not.toHaveBeenCalled();
    // The first call is asked for; the HTTP layer makes each call a task after it is asked for.
    await nextTask();
    expect(calls).not.toHaveBeenCalled();
    await nextTask();
    expect(calls).toHaveBeenCalledTimes(1);
    await nextTask();
    expect(calls).toHaveBeenCalledTimes(2);
    await expect(refreshed).resolves.toBe(true);
  });
});
