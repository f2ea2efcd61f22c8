/** An activity price discounts the price it stands beside: none, or one below it (spec: 活動價). */
export const activityPriceFits = (price: number, activityPrice: number | null | undefined): boolean =>
  activityPrice == null || activityPrice < price;

export const ACTIVITY_PRICE_NOT_BELOW = '活動價須低於售價';
