/**
 * The checkout feature's texts: spec part 2 §5, §8 and §9 verbatim, and ours where the spec words
 * none. Apart from the wallet SDK modules, so importing them never pulls an SDK chunk.
 */
export const CHECKOUT_MESSAGES = {
  orderPlaced: 'Your Order Has Been Placed!',
  continueShopping: 'Continue Shopping',
  upsellButton: 'We think you may also like',
  upsellTitle: 'UpSell Product',
  loadingCheckout: 'Loading checkout...',
  checkoutLoadFailed: 'The checkout could not be loaded. Please try again.',
  cartLoadFailed: 'The cart could not be loaded.',
  loadingUpsell: 'Loading products...',
  upsellFailed: 'The products could not be loaded.',
  noUpsell: 'No products to suggest right now.',
  selectAddress: 'Please Select the Shipping Address',
  agreeInternational: 'Please check this box to confirm that you have read, understand, and agree.',
  autoShipFirst: 'AUTO-SHIP CHECKED FIRST',
  checkoutFailed: 'Something went wrong!',
  autoShipMinimum: 'Add $10.00 to your order to set up Auto-Ship!',
  dispatchNote:
    'Orders placed before 2PM CST ship the same day; no shipping on Saturdays, Sundays or USPS/UPS recognised holidays.',
  frequencyRequired: 'Please choose an Auto-Ship frequency.',
  autoShipWholesale: 'Auto-Ship is not available for wholesale accounts.',
  autoShipContiguous: 'Auto-Ship is only available in the 48 contiguous states and Washington DC.',
  autoShipProducts: 'The products in your cart are not eligible for Auto-Ship.',
  cardNumber: 'Please enter the 16-digit card number.',
  cardExpiry: 'Please enter the expiry date as MM/YY.',
  cardExpiryPast: 'The expiry date is in the past.',
  cardCvv: 'Please enter the 3-digit CVV.',
  billingRequired: 'Please complete the billing address.',
  /** A wallet token arrived but the different billing address is incomplete: the token is not used. */
  walletNeedsBilling: 'Please complete the billing address, then pay again.',
  savedAccountsLoading: 'Loading saved payment accounts...',
  savedAccountsFailed:
    'Your saved payment accounts could not be loaded; you can still pay with a method above.',
  cmoNote:
    'Please mail your check or money order after placing the order; it ships once payment arrives.',
  coinbaseNote: 'Complete Order opens a secure Bitcoin payment page in a new tab.',
  coinbaseFailed: 'The Bitcoin payment page could not be opened. Please try again.',
  netThirtyNote:
    'Net 30: this order is invoiced to your wholesale account, payable within 30 days.',
  loadingButtons: 'Loading payment buttons...',
  paypalUnavailable: 'PayPal is not available right now. Please choose another payment method.',
  googlePayUnavailable:
    'Google Pay is not available right now. Please enter your card or choose another payment method.',
  paypalFailed:
    'The PayPal payment could not be completed. Please try again or choose another payment method.',
  rateLoading: 'Getting the shipping rate... You can pay once it is in.',
  rateFailed:
    'The shipping rate could not be loaded, so the order total is not known yet. Please retry before paying.',
  stayWhilePlacing: 'Your order is being placed. Please stay on this page until it is complete.',
  /** A captured wallet payment kept across a reload or a sign-in. */
  capturedPaymentKept: 'We received your payment. Finish your order.',
  finishOrder: 'Finish Order',
  /** A kept payment that no longer fits the cart is set aside (not refunded here) so a new one can be made. */
  startNewPayment: 'Start a new payment',
  bitcoinHostRefused:
    'The Bitcoin payment page is not at the expected address, so it was not opened. Nothing was charged; please contact support.',
  orderChecking: 'The order got no answer. Checking whether it was placed...',
  orderNotPlaced:
    'Your order was not placed. Try again sends the same order; it can never be placed twice.',
  orderUnconfirmed:
    'We could not confirm whether your order was placed. Please check your Order History first. Try again sends the same order; it can never be placed twice.',
  orderUnknown:
    'We could not check whether your order was placed. Try again sends the same order; it can never be placed twice.',
  orderSlow:
    'Your order is taking longer than usual. It may have gone through: please check your Order History before ordering again.',
} as const;

/** Account credits chosen: what they pay, what is left due and with what, the credit left afterwards. */
export const creditsMessage = ({
  credit,
  total,
  used,
  due,
  left,
}: Record<'credit' | 'total' | 'used' | 'due' | 'left', string>) => ({
  covers: `Your account credit of ${credit} pays this order's total of ${total}. Credit left after this order: ${left}.`,
  partial: `Your account credit of ${credit} pays ${used} of this order's total of ${total}. Please choose how to pay the remaining ${due}.`,
  restLegend: `Pay the remaining ${due} with`,
});

/** A wallet took the payment and the order then failed: name it (and its id) for the shopper. */
export const capturedPaymentMessage = ({
  wallet,
  reference,
}: {
  wallet: string;
  reference?: string;
}): string =>
  reference
    ? `Your ${wallet} payment ${reference} was captured, but the order could not be completed. Retry Order sends it again with this payment, without charging you twice. If it keeps failing, please contact support with this transaction id so we can reconcile it.`
    : `Your ${wallet} payment was accepted, but the order could not be completed. Retry Order sends it again with this payment, without charging you twice. If it keeps failing, please contact support.`;

const quoted = (paid: string, reference?: string) =>
  `$${paid}${reference ? ` (transaction id ${reference})` : ''}`;

/** The cart changed after a wallet payment was captured: it is not placed with that payment. */
export const keptPaymentMismatchMessage = (paid: string, total: number, reference?: string) =>
  `Your payment of $${paid} does not match this order's total of $${total.toFixed(2)}, so the order was not placed with it. Please contact support${reference ? ` with transaction id ${reference}` : ''}, or start a new payment for this order.`;

/** Asked before a kept payment is set aside: it stays captured, only this page forgets it. */
export const startNewPaymentQuestion = (paid: string, reference?: string) =>
  `Set aside your payment of ${quoted(paid, reference)} and pay this order anew? The earlier payment is not used for this order; support refunds it when you quote it.`;

/** After a kept payment was set aside: what to quote to support to get it back. */
export const paymentSetAsideMessage = (paid: string, reference?: string) =>
  `Your earlier payment of ${quoted(paid, reference)} was set aside and not used for an order. Please contact support with it so it can be refunded.`;
