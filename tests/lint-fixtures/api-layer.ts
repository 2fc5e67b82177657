// lint as: src/features/cart/api.ts
// A feature's endpoints go through the axios instance (baseApi, plainCall): no axios, fetch or XHR.
import axios from 'axios'; // expect: @typescript-eslint/no-restricted-imports
import { useSelector } from 'react-redux'; // expect: @typescript-eslint/no-restricted-imports
import CryptoJS from 'crypto-js'; // expect: @typescript-eslint/no-restricted-imports
import InputMask from 'react-input-mask'; // expect: @typescript-eslint/no-restricted-imports

export const fixture = [axios, useSelector, CryptoJS, InputMask];
export const load = () => fetch('/products'); // expect: no-restricted-globals
export const send = () => new XMLHttpRequest(); // expect: no-restricted-globals
