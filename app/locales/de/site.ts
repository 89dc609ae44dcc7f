import type en from "../en/site";

export default {
  previewAlt: "Resoume: Aus einem Selfie wird ein professionelles Bewerbungsfoto in Studioqualität",
  organization:
    "Resoume macht aus alltäglichen Selfies professionelle Bewerbungsfotos in Studioqualität für Lebenslauf und LinkedIn, mit Speicherung deiner Fotos in der EU.",
  product: {
    name: "Resoume KI-Bewerbungsfoto-Pakete",
    description:
      "Einmal-Pakete mit Bewerbungsfotos in Studioqualität aus deinen Selfies, per E-Mail geliefert: {{basicPhotos}} bis {{ultimatePhotos}} Fotos in bis zu {{ultimateStyles}} Stilen, mit {{refundDays}} Tagen Geld-zurück-Garantie.",
  },
} satisfies typeof en;
