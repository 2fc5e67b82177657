export { geoApi, useGetCountriesQuery, useGetStatesQuery } from './api';
export { CountrySelect, type CountrySelectProps } from './components/country-select';
export { StateSelect, type StateSelectProps } from './components/state-select';
export { US_COUNTRY_ID } from './countries';
