// lint as: src/features/cart/fixture.test.tsx tests/e2e/fixture.spec.ts
// Tests may reach the local API and any module, but the library bans hold everywhere.
import { useSelector } from 'react-redux'; // expect: @typescript-eslint/no-restricted-imports
import CryptoJS from 'crypto-js'; // expect: @typescript-eslint/no-restricted-imports
import axios from 'axios'; // expect: @typescript-eslint/no-restricted-imports
import { server } from '../../../local-api/node';
import { makeStore } from '@/app/store';

export const fixture = [useSelector, CryptoJS, axios, server, makeStore];
