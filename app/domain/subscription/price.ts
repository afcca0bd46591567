/**
 * The one price (issue 25): the subscription's gross monthly price in euro cents, including German
 * VAT. Marketing pages, the payment page, the dashboard, mails and the admin's revenue all read it
 * from here; a subscription row stores the price it was taken out at.
 */
export const MONTHLY_PRICE_CENTS = 499;
/** The VAT the gross price includes (Germany, standard rate), named on the terms and payment pages. */
export const VAT_PERCENT = 19;
