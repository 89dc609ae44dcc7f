import type en from "../en/refund-policy";

export default {
  title: "Política de reembolso: 30 días para decidir | Resoume",
  description:
    "¿No te convencen tus fotos? Solicita el reembolso en los 30 días siguientes a tu compra y recupera tu dinero. Así funciona la política de reembolso de Resoume.",
  heading: "Política de reembolso",
  intro:
    "Queremos que uses tus nuevas fotos con total confianza. Si tu pack no cumple tus expectativas, puedes solicitar el reembolso completo en los 30 días siguientes a la compra. Aquí te explicamos cómo funciona y cómo ponerte en contacto con nosotros.",
} satisfies typeof en;
