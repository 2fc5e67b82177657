// lint as: src/api/fixture.test.ts
// The HTTP layer's tests may use axios (errors, headers) and the local API; the other bans hold.
import axios from 'axios';
import { useSelector } from 'react-redux'; // expect: @typescript-eslint/no-restricted-imports
import { server } from '../../local-api/node';

export const fixture = [axios, useSelector, server];
