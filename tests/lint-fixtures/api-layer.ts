// lint as: src/features/cart/api.ts src/api/fixture.ts
// The API layer may use fetch and XMLHttpRequest; every other ban still holds there (axios too).
import axios from 'axios'; // expect: @typescript-eslint/no-restricted-imports
import { useSelector } from 'react-redux'; // expect: @typescript-eslint/no-restricted-imports
import CryptoJS from 'crypto-js'; // expect: @typescript-eslint/no-restricted-imports
import InputMask from 'react-input-mask'; // expect: @typescript-eslint/no-restricted-imports

export const fixture = [axios, useSelector, CryptoJS, InputMask];
export const load = () => fetch('/products');
export const send = () => new XMLHttpRequest();
