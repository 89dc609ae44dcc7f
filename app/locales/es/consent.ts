import type en from "../en/consent";

export default {
  title: "Las cookies y tu privacidad",
  text: "Usamos cookies esenciales y, con tu consentimiento, de analítica y de marketing. Cambia tu elección cuando quieras en «Configuración de cookies».",
  privacy: "Privacidad",
  customize: "Elegir categorías",
  categories: "Categorías de cookies",
  essential: "Esenciales",
  essentialText: "Tu idioma, tu elección de cookies y la seguridad del sitio. Siempre activas.",
  analytics: "Analítica",
  analyticsText: "Google Analytics cuenta las visitas y muestra qué páginas ayudan. Las direcciones IP se anonimizan.",
  marketing: "Marketing",
  marketingText: "El píxel de Meta mide qué anuncios nuestros atraen visitantes.",
  acceptAll: "Aceptar todo",
  acceptSelected: "Aceptar selección",
  rejectAll: "Rechazar todo",
  invalid: "No se pudo guardar esa elección de cookies. Elige una de las opciones del banner de cookies.",
} satisfies typeof en;
