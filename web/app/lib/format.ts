import { formatMoney, type Currency } from "@ridgeline/contract";

export function money(amount: number, currency: Currency, locale: string): string {
  return formatMoney(amount, currency, locale);
}
