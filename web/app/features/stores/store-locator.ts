import {
  dateTimeFormat,
  displayNamesOf,
  numberFormat,
  type Store,
  STORE_DAYS,
  type StoreHours,
} from "@ridgeline/contract";

/** Store locator rules that need no React: units, places, day names, addresses. */

export type StoreDay = (typeof STORE_DAYS)[number];
export type DistanceUnit = "kilometer" | "mile";

export const RADIUS_OPTIONS = [10, 25, 50, 100, 250] as const;
export const DEFAULT_RADIUS = 50;
/** The radius of the "all our stores" list shown before a search. */
export const OVERVIEW_RADIUS_KM = 500;
export const MAX_PLACE_LENGTH = 80;

const KM_PER_MILE = 1.609344;

/** The US and UK think in miles; every other site in kilometres. */
export function distanceUnitOf(locale: string): DistanceUnit {
  return locale === "en-us" || locale === "en-gb" ? "mile" : "kilometer";
}

/** A distance the API gives in km, in the site's unit, one decimal ("2.4 mi", "3,9 km"). */
export function formatDistance(km: number, locale: string): string {
  const unit = distanceUnitOf(locale);
  const value = unit === "mile" ? km / KM_PER_MILE : km;
  return numberFormat(locale, {
    style: "unit",
    unit,
    unitDisplay: "short",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}

/** A radius option's label in the site's unit ("25 mi", "25 km"). */
export function formatRadius(value: number, locale: string): string {
  return numberFormat(locale, {
    style: "unit",
    unit: distanceUnitOf(locale),
    unitDisplay: "short",
  }).format(value);
}

/** The radius the shopper chose (in the site's unit; anything else is the default) ... */
export function parseRadius(raw: string | null): number {
  const value = Number(raw);
  return RADIUS_OPTIONS.some((option) => option === value) ? value : DEFAULT_RADIUS;
}

/** ... and the same radius in km for the API, whole kilometres. */
export function radiusKm(radius: number, locale: string): number {
  return distanceUnitOf(locale) === "mile" ? Math.round(radius * KM_PER_MILE) : radius;
}

/** Postal codes carry digits (80302, 75001, V6E 1A9, WC2E 9LY); city names never do. */
export function looksLikePostalCode(text: string): boolean {
  return /\d/.test(text);
}

/** The well-known city whose surroundings each site lists before the shopper searches. */
export const SITE_HOME_CITIES: Record<
  string,
  { city: string; latitude: number; longitude: number }
> = {
  "en-us": { city: "Denver", latitude: 39.7392, longitude: -104.9903 },
  "en-ca": { city: "Montréal", latitude: 45.5017, longitude: -73.5673 },
  "fr-ca": { city: "Montréal", latitude: 45.5017, longitude: -73.5673 },
  "en-gb": { city: "London", latitude: 51.5074, longitude: -0.1278 },
  "de-de": { city: "München", latitude: 48.1351, longitude: 11.582 },
  "fr-fr": { city: "Lyon", latitude: 45.764, longitude: 4.8357 },
};

export function homeCityOf(locale: string): { city: string; latitude: number; longitude: number } {
  return SITE_HOME_CITIES[locale] ?? { city: "Denver", latitude: 39.7392, longitude: -104.9903 };
}

// 1 January 2024 was a Monday: day i of STORE_DAYS is 1 + i January 2024.
const dayDate = (index: number) => new Date(Date.UTC(2024, 0, 1 + index, 12));

/** Day names in the site's language, Monday first, keyed as the API keys them. */
export function dayNames(locale: string): Record<StoreDay, string> {
  const format = dateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  const names = STORE_DAYS.map((day, index) => {
    const name = format.format(dayDate(index));
    return [day, name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)] as const;
  });
  return Object.fromEntries(names) as Record<StoreDay, string>;
}

/** The day of the week it is now where the store is. */
export function todayIn(timezone: string, at: Date): StoreDay {
  const short = dateTimeFormat("en-US", { weekday: "short", timeZone: timezone })
    .format(at)
    .toLowerCase()
    .slice(0, 3);
  return STORE_DAYS.find((day) => day === short) ?? "mon";
}

/** "10:00"–"20:00" in the site's clock ("10:00 AM – 8:00 PM" in the US), or null when closed. */
export function formatOpeningTimes(hours: StoreHours, locale: string): string | null {
  if (!hours.open || !hours.close) return null;
  // 24-hour clocks write 09:30, 12-hour ones 9:30 AM.
  const twelveHour = dateTimeFormat(locale, { hour: "numeric" }).resolvedOptions().hour12;
  const format = dateTimeFormat(locale, {
    hour: twelveHour ? "numeric" : "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
  });
  const time = (value: string) => {
    const [hour, minute] = value.split(":").map(Number);
    return format.format(new Date(Date.UTC(2024, 0, 1, hour ?? 0, minute ?? 0)));
  };
  return `${time(hours.open)} – ${time(hours.close)}`;
}

/** The lines of a store's address in its country's order. */
export function addressLines(
  store: Pick<Store, "addressLine1" | "city" | "province" | "postalCode" | "country">,
): string[] {
  switch (store.country) {
    case "US":
    case "CA":
      return [
        store.addressLine1,
        `${store.city}${store.province ? `, ${store.province}` : ""} ${store.postalCode}`,
      ];
    case "GB":
      return [store.addressLine1, store.city, store.postalCode];
    default:
      return [store.addressLine1, `${store.postalCode} ${store.city}`];
  }
}

const DIALLING_CODES: Record<string, string> = { US: "1", CA: "1", GB: "44", DE: "49", FR: "33" };

/** A `tel:` link target in international form, so it dials from any country. */
export function telHref(phone: string, country: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return `tel:${digits}`;
  const code = DIALLING_CODES[country];
  if (!code) return `tel:${digits}`;
  if (code === "1") return `tel:+1${digits.replace(/^1(?=\d{10}$)/, "")}`;
  return `tel:+${code}${digits.replace(/^0/, "")}`;
}

/** Directions to the store on OpenStreetMap: a plain link, no map is loaded on our page. */
export function directionsHref(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/directions?route=%3B${latitude}%2C${longitude}#map=15/${latitude}/${longitude}`;
}

/** What a store card shows, every text already formatted for the site (server and browser agree). */
export interface StoreCardView {
  storeId: string;
  name: string;
  address: string[];
  /** The country's name when the store is abroad (a German site near the French Alps). */
  countryName: string | null;
  phone: string;
  tel: string;
  distance: string;
  openNow: boolean;
  pickupEnabled: boolean;
  directions: string;
  hours: { day: StoreDay; name: string; times: string | null; today: boolean }[];
}

/** Shapes an API store for a card on the given site at the given moment. */
export function storeCardView(store: Store, locale: string, at: Date): StoreCardView {
  const names = dayNames(locale);
  const today = todayIn(store.timezone, at);
  const siteCountry = locale.split("-")[1]?.toUpperCase();
  return {
    storeId: store.storeId,
    name: store.name,
    address: addressLines(store),
    countryName:
      store.country === siteCountry
        ? null
        : (displayNamesOf(locale, { type: "region" }).of(store.country) ?? store.country),
    phone: store.phone,
    tel: telHref(store.phone, store.country),
    distance: formatDistance(store.distance, locale),
    openNow: store.openNow,
    pickupEnabled: store.pickupEnabled,
    directions: directionsHref(store.latitude, store.longitude),
    hours: store.hours.map((hours) => ({
      day: hours.day,
      name: names[hours.day],
      times: formatOpeningTimes(hours, locale),
      today: hours.day === today,
    })),
  };
}
