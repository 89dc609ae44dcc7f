import type en from "../en/consent";

export default {
  title: "Las cookies y tu privacidad",
  text: "Usamos cookies esenciales para que este sitio funcione. Con tu consentimiento, también usamos cookies de analítica para entender cómo se usa y cookies de marketing para medir nuestros anuncios. Además contamos las visitas sin cookies y sin datos personales. Puedes cambiar tu elección en cualquier momento en «Configuración de cookies», al final de cada página.",
  privacy: "Lee nuestra política de privacidad",
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
