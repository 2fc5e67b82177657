// lint as: src/features/checkout/fixture.ts
import { useAddToCart } from '@/features/cart/use-add-to-cart'; // expect: import-x/no-restricted-paths
import { cartSlice } from '../cart/cart-slice'; // expect: import-x/no-restricted-paths
import { Component } from '@/features/cart/pages/cart-page'; // expect: import-x/no-restricted-paths
import { useGetCartQuery } from '@/features/cart';
import { US_COUNTRY_ID } from '../geo';
import { postCheckout } from './api';

export const fixture = [useAddToCart, cartSlice, Component, useGetCartQuery, US_COUNTRY_ID];
export const ownFiles = [postCheckout];
