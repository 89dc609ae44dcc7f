import type en from "../en/forms";

export default {
  errors: {
    firstName: "Introduce tu nombre (al menos 2 caracteres)",
    lastName: "Introduce tu apellido (al menos 2 caracteres)",
    emailRequired: "Introduce tu dirección de correo electrónico",
    emailInvalid: "Introduce una dirección de correo electrónico válida",
    consent: "Marca la casilla para confirmar que quieres recibir el boletín",
    companyName: "Introduce el nombre de tu empresa (al menos 2 caracteres)",
    companySize: "Elige el tamaño de tu empresa",
    useCaseTooLong: "Describe tu proyecto en 2000 caracteres como máximo",
    tooLong: "Este dato es demasiado largo, acórtalo por favor",
    singleLine: "Escribe este dato en una sola línea",
    generic: "Algo salió mal. Inténtalo de nuevo.",
    plan: "Elige un pack",
    discountCode: "Este código de descuento no es válido",
    payment: "El pago de prueba no se confirmó: el webhook respondió {{status}}. El registro del servidor indica el motivo.",
    rateLimited: "Has enviado este formulario varias veces en poco tiempo. Espera unos minutos y vuelve a intentarlo.",
    confirmationsSent:
      "En la última hora hemos enviado varios enlaces a esta dirección. Usa uno de ellos o vuelve a intentarlo dentro de una hora.",
  },
  fields: {
    firstName: "Nombre",
    lastName: "Apellido",
    email: "Correo electrónico",
    honeypot: "Deja este campo vacío",
  },
  problem: "Revisa este formulario",
  sending: "Enviando…",
  capture: {
    heading: "Consejos para tu foto profesional en tu correo",
    text: "Dos veces al mes: cómo hacer selfies que se convierten en grandes fotos profesionales, en qué se fijan primero los reclutadores y ofertas solo para suscriptores.",
    submit: "Suscribirme",
  },
  optIn: {
    heading: "No te pierdas nada",
    text: "Déjanos tu correo electrónico y te avisaremos de nuevos estilos, guías y ofertas.",
    consent: "Sí, quiero recibir el boletín de Resoume. Puedo darme de baja con un clic en cualquier envío.",
    submit: "Apuntarme",
  },
  success: {
    heading: "Confirma tu dirección de correo",
    named: "¡Gracias, {{firstName}}! Hemos enviado un enlace a {{email}}. Síguelo para confirmar tu suscripción.",
    plain: "¡Gracias! Hemos enviado un enlace a {{email}}. Síguelo para confirmar tu suscripción.",
  },
  privacy: "Usamos tu dirección solo para el boletín y nunca la compartimos.",
  privacyLink: "Cómo tratamos tus datos",
  discount: {
    text: "Tu código de bienvenida descuenta un {{percent}} % en cualquier paquete. Introdúcelo al pagar:",
    copy: "Copiar código",
    copied: "Código {{code}} copiado. Pégalo al pagar.",
    copyFailed: "No se pudo copiar. Selecciona {{code}} y cópialo tú.",
    cta: "Elige tu paquete",
  },
} satisfies typeof en;
