import type en from "../en/newsletter";

export default {
  title: "Boletín: consejos para tu foto profesional y ofertas | Resoume",
  description:
    "Suscríbete al boletín de Resoume: consejos prácticos para mejores fotos de currículum y LinkedIn, nuevos estilos y ofertas para suscriptores, dos veces al mes.",
  heading: "El boletín de Resoume",
  intro:
    "Una buena foto profesional empieza mucho antes de que suene el disparador. Dos veces al mes compartimos lo que aprendemos de miles de fotos: la luz, el encuadre, qué ponerte y en qué se fijan primero los reclutadores. Además, los suscriptores conocen antes que nadie los nuevos estilos y ofertas.",
  popup: {
    close: "Cerrar",
    heading: "Un {{percent}} % de descuento en tus primeras fotos",
    text: "Suscríbete al boletín con consejos de fotografía dos veces al mes y recibe al instante un código de bienvenida para cualquier paquete.",
    subscribed: {
      heading: "Del selfie a la entrevista",
      imageAlt: "Antes: un selfie informal en una cocina. Después: un retrato de estudio con luz suave, fondo sereno y americana.",
      text: "Los reclutadores deciden en segundos si siguen leyendo. Como suscriptor, tu código {{code}} sigue descontando un {{percent}} % en cualquier paquete.",
      cta: "Ver los paquetes",
    },
  },
  confirm: {
    heading: "Confirma tu suscripción",
    ask: "Un clic y el boletín estará en camino.",
    button: "Confirmar mi suscripción",
    confirmedHeading: "Ya estás en la lista",
    confirmed: "Gracias: {{email}} recibirá a partir de ahora el boletín de Resoume.",
    welcome: "Tu código de bienvenida también va de camino a tu bandeja de entrada.",
    invalidHeading: "Este enlace no funciona",
    invalid: "Ha caducado o se modificó por el camino. Vuelve a suscribirte y te enviaremos uno nuevo.",
    signUp: "Volver a suscribirme",
    failed: "No hemos podido confirmar tu suscripción ahora mismo. Vuelve a seguir el enlace dentro de unos minutos.",
  },
  offer: {
    heading: "Un {{percent}} % de descuento en tus fotos profesionales",
    text: "Suscríbete con tu nombre y tu correo electrónico y te mostramos tu código de bienvenida al momento. Vale para cualquier paquete.",
  },
} satisfies typeof en;
