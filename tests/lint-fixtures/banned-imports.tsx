// lint as: src/features/cart/fixture.tsx src/components/ui/fixture.tsx src/app/fixture.tsx
import { useSelector } from 'react-redux'; // expect: @typescript-eslint/no-restricted-imports
import { useDispatch } from 'react-redux'; // expect: @typescript-eslint/no-restricted-imports
import InputMask from 'react-input-mask'; // expect: @typescript-eslint/no-restricted-imports
import CryptoJS from 'crypto-js'; // expect: @typescript-eslint/no-restricted-imports
import axios from 'axios'; // expect: @typescript-eslint/no-restricted-imports
import { server } from '../../../local-api/node'; // expect: @typescript-eslint/no-restricted-imports
import { useStore } from 'react-redux';

export const fixture = [useSelector, useDispatch, InputMask, CryptoJS, axios, server, useStore];
export const load = () => fetch('/products'); // expect: no-restricted-globals
export const send = () => new XMLHttpRequest(); // expect: no-restricted-globals
