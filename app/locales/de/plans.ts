import type en from "../en/plans";

export default {
  listLabel: "Fotopakete",
  taglines: {
    basic: "Schnell ein neues, gepflegtes Profilfoto",
    premium: "Mehr Looks für Bewerbung und LinkedIn",
    ultimate: "Die volle Auswahl, zuerst bearbeitet",
  },
  oneTime: "einmalige Zahlung",
  photos: "{{count}} Bewerbungsfotos",
  styles: { one: "1 Stil", other: "{{count}} Stile" },
  delivery: { hours: "Fertig in etwa {{count}} Stunden", underHour: "Fertig in unter einer Stunde" },
  support: {
    email: "Hilfe per E-Mail",
    days: { one: "Persönlicher Support innerhalb von 1 Werktag", other: "Persönlicher Support innerhalb von {{count}} Werktagen" },
  },
  resolution: {
    high: "Downloads in hoher Auflösung, {{side}}\u00a0×\u00a0{{side}}\u00a0px",
    standard: "Standardauflösung, {{side}}\u00a0×\u00a0{{side}}\u00a0px",
  },
  commercialRights: "Kommerzielle Nutzungsrechte",
  priority: "Bevorzugte Bearbeitung",
  notIncluded: "Nicht enthalten:",
  buy: "{{plan}} wählen",
  unavailable: "Die Kasse ist gerade pausiert. Schreib uns, dann helfen wir dir bei der Bestellung.",
} satisfies typeof en;
