// lint as: src/api/fixture.ts
// src/api holds the one axios instance: axios is allowed there, raw fetch and XHR (no interceptors) are not.
import axios from 'axios';
import { useSelector } from 'react-redux'; // expect: @typescript-eslint/no-restricted-imports
import CryptoJS from 'crypto-js'; // expect: @typescript-eslint/no-restricted-imports
import InputMask from 'react-input-mask'; // expect: @typescript-eslint/no-restricted-imports

export const fixture = [axios, useSelector, CryptoJS, InputMask];
export const load = () => fetch('/products'); // expect: no-restricted-globals
export const send = () => new XMLHttpRequest(); // expect: no-restricted-globals
