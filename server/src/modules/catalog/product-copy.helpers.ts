// Product wording that is not stored per style: the fixed words of size labels and the
// alternative text of a colourway's picture, in the site's language (English otherwise).

const SIZE_WORDS: Record<string, readonly (readonly [RegExp, string])[]> = {
  fr: [
    [/^One Size$/, "Taille unique"],
    [/\(Little Kid\)/, "(petit enfant)"],
    [/\(Big Kid\)/, "(grand enfant)"],
    [/\(Kids /, "(enfant "],
  ],
  de: [
    [/^One Size$/, "Einheitsgröße"],
    [/\(Little Kid\)/, "(Kinder)"],
    [/\(Big Kid\)/, "(Jugendliche)"],
    [/\(Kids /, "(Kinder "],
  ],
};

/** A size label ("One Size", "10 (Little Kid)", "S (Kids 9–12)") with its words in `language`. */
export function sizeLabelIn(label: string, language: string): string {
  const words = SIZE_WORDS[language];
  if (!words) return label;
  let out = label;
  for (const [english, local] of words) out = out.replace(english, local);
  return out;
}

const IMAGE_ALT: Record<string, (name: string, colorName: string) => string> = {
  fr: (name, colorName) => `${name}, coloris ${colorName}`,
  de: (name, colorName) => `${name} in ${colorName}`,
};

/** The alternative text of a style's picture in one colourway ("Rain Jacket in Navy"). */
export function colorImageAlt(name: string, colorName: string, language: string): string {
  return (IMAGE_ALT[language] ?? ((n, c) => `${n} in ${c}`))(name, colorName);
}
