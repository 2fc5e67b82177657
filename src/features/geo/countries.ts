/** The United States in the countries list (the previous client reset the country to 231). */
export const US_COUNTRY_ID = 231;
