import type en from "../en/site";

export default {
  previewAlt: "Resoume: un selfie cualquiera convertido en una foto profesional de estudio",
  organization:
    "Resoume convierte selfies cotidianos en fotos profesionales con calidad de estudio para tu CV, tu currículum y LinkedIn, con tus fotos guardadas en la UE.",
  product: {
    name: "Packs de fotos profesionales con IA de Resoume",
    description:
      "Packs de pago único con fotos de estudio creadas a partir de tus selfies y enviadas por correo: de {{basicPhotos}} a {{ultimatePhotos}} fotos en hasta {{ultimateStyles}} estilos, con reembolso en {{refundDays}} días.",
  },
} satisfies typeof en;
