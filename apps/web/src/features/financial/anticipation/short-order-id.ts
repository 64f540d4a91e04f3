/** The first characters of an order id, enough to tell orders apart on screen. */
export const shortOrderId = (orderId: string): string => orderId.slice(0, 8).toUpperCase();
