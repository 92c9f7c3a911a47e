import {
  GAZETTEER_CITIES,
  GAZETTEER_POSTAL_PREFIXES,
  type GazetteerCountry,
} from "./gazetteer.data";

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface Place extends GeoPoint {
  label: string;
  country: GazetteerCountry;
}

const EARTH_RADIUS_KM = 6371;
const COUNTRIES: readonly GazetteerCountry[] = ["US", "CA", "GB", "DE", "FR"];

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine); the SQL of stores.tables.ts does the same. */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Kilometres to one decimal, as the API shows them. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}

function isCountry(value: string | undefined): value is GazetteerCountry {
  return COUNTRIES.some((country) => country === value);
}

/** Countries first-preferred-then-the-rest, so a site's own country wins a tie. */
function inPreferenceOrder(preferred: string | undefined): GazetteerCountry[] {
  return isCountry(preferred)
    ? [preferred, ...COUNTRIES.filter((c) => c !== preferred)]
    : [...COUNTRIES];
}

/** The gazetteer keys a postal code may match in one country, most precise first. */
export function postalKeys(code: string, country: GazetteerCountry): string[] {
  const compact = code.toUpperCase().replace(/\s+/g, " ").trim();
  switch (country) {
    case "US":
      return /^\d{5}(-\d{4})?$/.test(compact) ? [compact.slice(0, 3)] : [];
    case "DE":
    case "FR":
      return /^\d{5}$/.test(compact) ? [compact.slice(0, 2)] : [];
    case "CA":
      return /^[A-Z]\d[A-Z]( ?\d[A-Z]\d)?$/.test(compact) ? [compact.slice(0, 3)] : [];
    case "GB": {
      const match = /^([A-Z]{1,2})(\d[A-Z\d]?)(?: ?(\d[A-Z]{2}))?$/.exec(compact);
      if (!match?.[1] || !match[2]) return [];
      return [`${match[1]}${match[2]}`, match[1]];
    }
  }
}

/** Finds a postal code in the gazetteer; the preferred country is tried first. */
export function geocodePostalCode(code: string, preferred?: string): Place | null {
  for (const country of inPreferenceOrder(preferred)) {
    for (const key of postalKeys(code, country)) {
      const point = GAZETTEER_POSTAL_PREFIXES[country][key];
      if (point)
        return {
          latitude: point[0],
          longitude: point[1],
          country,
          label: code.toUpperCase().trim(),
        };
    }
  }
  return null;
}

/** Lower case, accents and punctuation dropped: "Montréal" and "montreal" are one city. */
export function normalisePlaceName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Finds a city by name or alias; the preferred country wins when two share a name. */
export function geocodeCity(name: string, preferred?: string): Place | null {
  const wanted = normalisePlaceName(name);
  const matches = GAZETTEER_CITIES.filter((city) =>
    [city.name, ...(city.aliases ?? [])].some((alias) => normalisePlaceName(alias) === wanted),
  );
  const city = matches.find((candidate) => candidate.country === preferred) ?? matches[0];
  if (!city) return null;
  return {
    latitude: city.latitude,
    longitude: city.longitude,
    country: city.country,
    label: city.name,
  };
}

/** How far a point may be from the nearest gazetteer city and still be called "near" it. */
const NEAR_CITY_KM = 60;

/**
 * The gazetteer city nearest a point (a shopper's own location), when one is within
 * NEAR_CITY_KM; null farther out, where naming a city would mislead.
 */
export function nearestCity(point: GeoPoint): { name: string; km: number } | null {
  let best: { name: string; km: number } | null = null;
  for (const city of GAZETTEER_CITIES) {
    const km = haversineKm(point, city);
    if (!best || km < best.km) best = { name: city.name, km };
  }
  return best && best.km <= NEAR_CITY_KM ? best : null;
}
