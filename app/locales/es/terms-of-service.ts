import type en from "../en/terms-of-service";

export default {
  title: "Términos del servicio | Resoume",
  description:
    "Las condiciones de los packs de fotos de Resoume: qué incluye cada pack, entrega por correo, qué fotos puedes subir, derechos de uso, reembolsos y eliminación.",
  heading: "Términos del servicio",
  intro:
    "Estos términos se aplican cuando compras un pack de fotos en Resoume, subes tus selfies o usas nuestras revisiones de fotos gratuitas. Explican qué recibes, qué puedes subir, cómo puedes usar tus fotos y qué pasa con ellas. Léelos antes de hacer tu pedido; al completar la compra, los aceptas.",
  contents: "En esta página",
  sections: {
    scope: {
      heading: "Quiénes somos y qué regulan estos términos",
      blocks: [
        "Resoume lo gestiona {{companyName}} («nosotros»); encontrarás todos nuestros datos en el [aviso legal](/es/imprint). Estos términos regulan el uso de la web de Resoume, de nuestros packs de fotos y de nuestras revisiones de fotos gratuitas.",
        "Nuestros packs los vende nuestro revendedor Lemon Squeezy (Lemon Squeezy LLC), que actúa como comerciante registrado (merchant of record): cobra tu pago, emite tu recibo y gestiona los impuestos, según sus propias condiciones de venta. El servicio lo prestamos nosotros: creamos tus fotos y te las entregamos.",
        "Para hacer un pedido debes tener al menos 18 años. Cuando estos términos hablan de consumidores, se refieren a personas que compran con fines ajenos a su actividad comercial, empresarial o profesional.",
      ],
    },
    service: {
      heading: "El servicio",
      blocks: [
        "Resoume convierte los selfies que subes en fotos profesionales. Para cada pedido, un modelo de IA aprende tu aspecto a partir de tus selfies y crea después retratos en los estilos que elijas, por ejemplo corporativo, académico o creativo.",
        "Las fotos las crea la inteligencia artificial; no son fotografías hechas por un fotógrafo. Los resultados varían: un pack suele incluir muchas fotos que puedes usar de inmediato, pero algunas imágenes pueden tener pequeños fallos o parecerse menos a ti. La calidad de tus selfies influye mucho en el resultado.",
        "Nuestras revisiones de fotos gratuitas dan consejos automáticos sobre una foto que subes. Son sugerencias; no podemos prometer que seguirlas lleve a un resultado concreto en tus candidaturas.",
      ],
    },
    packs: {
      heading: "Packs y precios",
      blocks: [
        "Cada pack es una compra única: pagas una vez, sin suscripción y sin cuenta.",
        "- Basic, {{basicPrice}}: {{basicPhotos}} fotos en {{basicStyles}} estilo.",
        "- Premium, {{premiumPrice}}: {{premiumPhotos}} fotos en {{premiumStyles}} estilos, en mayor resolución, con soporte en un plazo de {{premiumSupportDays}} días hábiles.",
        "- Ultimate, {{ultimatePrice}}: {{ultimatePhotos}} fotos en {{ultimateStyles}} estilos, en mayor resolución, con prioridad, soporte en un plazo de {{ultimateSupportDays}} día hábil y una licencia de uso comercial.",
        "Los precios se muestran en la moneda en la que pagas: en euros en nuestras páginas en alemán y si nos visitas desde un país que usa el euro, y en dólares estadounidenses en los demás casos. Incluyen el IVA cuando corresponde; Lemon Squeezy calcula los impuestos de tu país en el proceso de pago. Los códigos de descuento deben introducirse al pagar y no pueden canjearse después.",
      ],
    },
    delivery: {
      heading: "Subida de selfies y entrega",
      blocks: [
        "Después del pago, subes tus selfies: se recomiendan entre {{selfiesRecommendedMin}} y {{selfiesRecommendedMax}}, y se necesitan al menos {{selfiesMin}}. Cada archivo debe ser una imagen JPEG, PNG o WebP de {{uploadMaxMb}} MB como máximo.",
        "En cuanto subes tus selfies, empezamos a crear tus fotos y te enviamos un enlace de descarga por correo cuando están listas. Los plazos habituales son:",
        "- Basic: unas {{basicDelivery}};",
        "- Premium: menos de {{premiumDelivery}};",
        "- Ultimate: menos de {{ultimateDelivery}}, por delante de los demás pedidos.",
        "Son plazos habituales, no fechas fijas; en momentos de mucha demanda, la entrega puede tardar más. Si tus fotos tardan bastante más de lo normal, escribe a {{companyEmail}} y lo revisaremos de inmediato.",
        "Tu enlace de descarga funciona durante {{retentionDays}} días. Descarga y guarda en ese plazo las fotos que quieras conservar.",
      ],
    },
    uploads: {
      heading: "Qué puedes subir",
      blocks: [
        "Sube solo fotos en las que aparezcas tú, o una persona que haya aceptado expresamente que se creen retratos a partir de sus fotos, como un cliente tuyo. Debes tener los derechos sobre las fotos que subes.",
        "No puedes subir:",
        "- fotos de otras personas sin su consentimiento, ni fotos de menores;",
        "- desnudos o imágenes sexualmente explícitas, ni imágenes violentas, de odio o ilegales por cualquier otro motivo;",
        "- fotos con las que pretendas hacerte pasar por otra persona o engañar a otros.",
        "Podemos rechazar o detener un pedido que incumpla estas normas y eliminar las fotos. Si hasta entonces no has recibido ninguna foto, te devolvemos el importe.",
        "Conservas todos los derechos sobre tus selfies. Nos permites usarlos solo para prestarte el servicio, y solo mientras los guardemos.",
      ],
    },
    rights: {
      heading: "Uso de tus fotos",
      blocks: [
        "Con cualquier pack puedes usar tus fotos sin límite de tiempo para presentarte a ti mismo, en lo personal y en lo profesional: en tu currículum y tus candidaturas, en LinkedIn y otros perfiles, en tu firma de correo, en tu web personal y en la página del equipo de tu empresa o de tu propio negocio.",
        "El uso comercial requiere el pack Ultimate. Es uso comercial emplear las fotos para anunciar o vender productos o servicios, por ejemplo en anuncios, en material publicitario o en páginas de producto, o cederlas a otros para sus propios fines.",
        "En la medida en que nazcan derechos sobre las fotos a nuestro favor, te concedemos estos derechos de uso con el alcance aquí descrito. No puedes vender las fotos como tales ni usarlas para hacer creer a otros que muestran a otra persona.",
      ],
    },
    refunds: {
      heading: "Reembolsos y desistimiento",
      blocks: [
        "Si no te convencen tus fotos, puedes pedir el reembolso completo en los {{refundDays}} días siguientes a tu compra. Nuestra [política de reembolso](/es/refund-policy) explica cómo.",
        "### Derecho legal de desistimiento",
        "Si eres consumidor en la Unión Europea, tienes un derecho legal de desistimiento de 14 días. En los contenidos y servicios digitales, se extingue antes de tiempo en cuanto empieza la ejecución con tu consentimiento expreso y tu reconocimiento de que así lo pierdes; ambas cosas las das al iniciar tu pedido. Nuestra promesa de reembolso se aplica en cualquier caso.",
      ],
    },
    deletion: {
      heading: "Eliminación de tus fotos",
      blocks: [
        "Eliminamos todos los selfies subidos, las fotos generadas y el modelo de IA creado para tu pedido {{retentionDays}} días después del pedido, incluidas todas las copias en nuestros proveedores. Después no se pueden recuperar. Puedes pedirnos en cualquier momento que los eliminemos antes. Tienes los detalles en nuestra [política de privacidad](/es/privacy-policy).",
      ],
    },
    liability: {
      heading: "Responsabilidad",
      blocks: [
        "Respondemos sin limitación de los daños causados con dolo o culpa grave, de los daños a la vida, la integridad física o la salud, conforme a la Ley alemana de responsabilidad por productos defectuosos y cuando hayamos dado una garantía.",
        "En caso de culpa leve, solo respondemos si incumplimos una obligación cuyo cumplimiento hace posible la correcta ejecución del contrato y en la que puedes confiar habitualmente. En ese caso, nuestra responsabilidad se limita al daño previsible y típico de este tipo de contrato. Fuera de ello, no respondemos por culpa leve.",
        "Estas limitaciones se aplican también a nuestros empleados, representantes y auxiliares. No afectan a tus derechos legales en caso de defectos. No somos responsables de las decisiones que empleadores u otras personas tomen a partir de tus fotos o de nuestros consejos.",
      ],
    },
    changes: {
      heading: "Disponibilidad y cambios",
      blocks: [
        "Trabajamos para que Resoume esté siempre disponible, pero no podemos garantizar que nunca se interrumpa, por ejemplo durante tareas de mantenimiento.",
        "Podemos cambiar estos términos para pedidos futuros. Cada pedido se rige por los términos vigentes en el momento en que lo hiciste.",
      ],
    },
    law: {
      heading: "Ley aplicable y litigios",
      blocks: [
        "Estos términos y todos los contratos basados en ellos se rigen por el derecho de la República Federal de Alemania, con exclusión de la Convención de las Naciones Unidas sobre los Contratos de Compraventa Internacional de Mercaderías. Si eres consumidor, esta elección de ley no te priva de la protección de las disposiciones imperativas del país en el que tengas tu residencia habitual.",
        "Si eres comerciante, persona jurídica de derecho público o patrimonio especial de derecho público, los tribunales de nuestro domicilio social son competentes para todos los litigios.",
        "No estamos obligados ni dispuestos a participar en procedimientos de resolución de litigios ante una junta arbitral de consumo.",
        "Si alguna disposición de estos términos no fuera válida, las demás seguirán siendo válidas.",
      ],
    },
  },
} satisfies typeof en;
