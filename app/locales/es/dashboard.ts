import type en from "../en/dashboard";

export default {
  title: "Panel de control | Resoume",
  description:
    "El panel interno de Resoume: una vista general de las suscripciones al boletín, los contactos de marca blanca y los pedidos, pensada para el equipo.",
  heading: "Panel de operaciones",
  intro:
    "Esta es la vista interna para el equipo de Resoume: las suscripciones al boletín que aún esperan a llegar a la lista, los últimos contactos de marca blanca y cada correo que el sitio ha enviado o guardado, para que puedas darles seguimiento con rapidez.",
  services: {
    heading: "Servicios externos",
    emailOctopus: "Lista del boletín (EmailOctopus)",
    emailOctopusLive:
      "Configurado. Las suscripciones van directamente a la lista; si no se puede contactar, esperan abajo y se reenvían cada 5 minutos.",
    emailOctopusLocal:
      "Opción local por defecto: sin configurar. Cada suscripción espera abajo hasta que se definan EMAILOCTOPUS_API_KEY y EMAILOCTOPUS_LIST_ID.",
    resend: "Correo transaccional (Resend)",
    resendLive:
      "Configurado. Los correos se envían a través de Resend y quedan registrados abajo; los fallidos se reintentan cada 5 minutos.",
    resendLocal:
      "Opción local por defecto: sin configurar. Los correos se guardan en la bandeja de salida de abajo y no se envían hasta que se defina RESEND_API_KEY.",
    payments: "Pagos (Lemon Squeezy)",
    paymentsLive: "Configurado. Los botones de compra abren el pago de la tienda y los pedidos llegan mediante sus webhooks firmados.",
    paymentsLocal:
      "Opción local por defecto: no hay tienda configurada. Los botones de compra abren el pago de prueba local, que envía los mismos webhooks firmados.",
    paymentsOff:
      "Sin configurar. En producción no hay pago de prueba local, así que nadie puede comprar hasta que se definan las variables LEMONSQUEEZY_CHECKOUT_* y LEMONSQUEEZY_VARIANT_*.",
    paymentsUnsigned:
      "Los pedidos pagados se rechazan: LEMONSQUEEZY_WEBHOOK_SECRET y ORDER_LINK_SECRET deben estar definidos para verificar los webhooks y firmar los enlaces de los compradores.",
  },
  pending: {
    heading: "Suscripciones que esperan a la lista del boletín",
    total: "En espera: {{count}}",
    empty: "No hay suscripciones en espera: todas han llegado a la lista.",
    email: "Correo",
    attempts: "Intentos",
    lastError: "Último error",
    firstSeen: "Primera vez",
    nextAttempt: "Próximo intento",
    replay: "Reenviar ahora",
    replayed: "Reenvío terminado: {{delivered}} entregadas, {{failed}} fallidas.",
    unconfigured: "No se envió nada: EmailOctopus no está configurado.",
    rateLimited: "EmailOctopus pidió ir más despacio; las suscripciones restantes seguirán en la próxima ejecución.",
    refusedHeading: "Suscripciones rechazadas por la lista del boletín",
    refusedText:
      "EmailOctopus las rechazó definitivamente (la dirección o sus datos no son aceptables), así que no se vuelven a enviar. Cada una se elimina en el plazo de la lista de espera.",
    refusedEmpty: "Ninguna suscripción ha sido rechazada.",
  },
  leads: {
    heading: "Últimos contactos de marca blanca",
    empty: "Todavía no hay contactos de marca blanca.",
    received: "Recibido",
    name: "Nombre",
    email: "Correo",
    company: "Empresa",
    size: "Tamaño",
    language: "Idioma",
    notification: "Aviso a ventas",
    employees: "{{range}} empleados",
  },
  orders: {
    heading: "Últimos pedidos",
    empty: "Todavía no hay pedidos.",
    paid: "Pagado",
    plan: "Pack",
    email: "Correo electrónico",
    amount: "Importe",
    status: "Estado",
    language: "Idioma",
    confirmation: "Correo de confirmación",
    statuses: {
      paid: "Pagado",
      photos_ready: "Fotos listas",
      queued: "Inicio solicitado",
      training: "Entrenando",
      generating: "Generando",
      delivered: "Entregado",
      deleted: "Eliminado",
      refunded: "Reembolsado",
      failed: "Fallido",
    },
    test: "{{status}} (prueba)",
    since: "{{status}}, desde {{date}}",
  },
  emails: {
    heading: "Últimos correos",
    empty: "Todavía no hay correos.",
    created: "Creado",
    kind: "Tipo",
    to: "Para",
    subject: "Asunto",
    status: "Estado",
    attempts: "Intentos",
    lastError: "Último error",
    givenUpHeading: "Correos abandonados",
    givenUpEmpty: "Ningún correo se ha abandonado: todos se enviaron o aún se están intentando.",
  },
  email: {
    back: "Volver al panel",
    from: "De",
    replyTo: "Responder a",
    sentAt: "Enviado",
    text: "Texto",
    html: "HTML",
  },
  statuses: {
    pending: "Enviándose",
    sent: "Enviado",
    failed: "Fallido, se reintentará",
    stored: "Guardado en la bandeja de salida",
    given_up: "Abandonado: no enviado",
    none: "Sin registro",
  },
} satisfies typeof en;
