import type en from "../en/review-countries";

export default {
  label: "País de destino",
  hint: "Hemos elegido {{country}} según dónde estás; cámbialo si buscas empleo en otro país.",
  norms: {
    expected: "Foto esperada",
    usual: "Foto habitual",
    optional: "Foto opcional",
    discouraged: "Foto desaconsejada",
  },
  countries: {
    DE: {
      name: "Alemania",
      norm: "En Alemania se espera una foto en el currículum.",
      why: "Desde la Ley General de Igualdad de Trato (AGG) de 2006 ninguna empresa puede exigir una foto, pero la mayoría de los reclutadores la siguen esperando, y a muchos un currículum sin ella les parece incompleto.",
      format:
        "45 × 60 mm (4,5 × 6 cm), algo más grande que una foto de pasaporte, en vertical, en color, arriba a la derecha de la primera página o en una portada.",
      ats: "Los sistemas de seguimiento de candidatos (ATS) solo leen el texto y no sacan nada de la imagen, así que incluye la foto en el PDF de tu currículum en lugar de subirla aparte, salvo que el formulario la pida, y no la pongas en una segunda columna, que los lectores automáticos suelen interpretar mal.",
    },
    AT: {
      name: "Austria",
      norm: "En Austria se espera una foto en el currículum.",
      why: "Ninguna ley la exige, y la Ley de Igualdad de Trato (Gleichbehandlungsgesetz) prohíbe elegir candidatos por sexo, edad u origen, pero, como en Alemania, la foto sigue siendo parte fija de la candidatura.",
      format: "45 × 60 mm (4,5 × 6 cm), en vertical, en color, arriba a la derecha de la primera página o en una portada.",
      ats: "Los sistemas de seguimiento de candidatos (ATS) solo leen el texto y no sacan nada de la imagen, así que incluye la foto en el PDF de tu currículum en lugar de subirla aparte, salvo que el formulario la pida, y no la pongas en una segunda columna, que los lectores automáticos suelen interpretar mal.",
    },
    CH: {
      name: "Suiza",
      norm: "En Suiza se espera una foto en el currículum.",
      why: "Ninguna ley la exige, pero los reclutadores suizos consideran la foto parte habitual de una candidatura completa, como en Alemania y Austria.",
      format: "45 × 60 mm (4,5 × 6 cm), en vertical, en color, arriba a la derecha de la primera página o en una portada.",
      ats: "Los sistemas de seguimiento de candidatos (ATS) solo leen el texto y no sacan nada de la imagen, así que incluye la foto en el PDF de tu currículum en lugar de subirla aparte, salvo que el formulario la pida, y no la pongas en una segunda columna, que los lectores automáticos suelen interpretar mal.",
    },
    FR: {
      name: "Francia",
      norm: "En Francia la foto en el currículum es habitual, pero no obligatoria.",
      why: "El Código de Trabajo (artículo L1132-1) prohíbe elegir candidatos por su aspecto físico, su origen o su edad, así que ninguna empresa puede exigir una foto; muchas personas la siguen incluyendo, aunque las grandes empresas prescinden cada vez más de ella.",
      format:
        "35 × 45 mm, el tamaño de una foto de identidad, en vertical, en color, en la parte superior de la primera página junto a tus datos de contacto.",
      ats: "Los sistemas de seguimiento de candidatos (ATS) solo leen el texto y no sacan nada de la imagen, así que incluye la foto en el PDF de tu currículum en lugar de subirla aparte, salvo que el formulario la pida, y no la pongas en una segunda columna, que los lectores automáticos suelen interpretar mal.",
    },
    ES: {
      name: "España",
      norm: "En España la foto en el currículum es habitual, pero no obligatoria.",
      why: "La mayoría de los currículums en España siguen llevando foto, aunque las multinacionales y los procesos de selección anónimos prefieren cada vez más currículums sin ella.",
      format: "26 × 32 mm, tamaño carné, en vertical, en color, en la parte superior de la primera página junto a tus datos de contacto.",
      ats: "Los sistemas de seguimiento de candidatos (ATS) solo leen el texto y no sacan nada de la imagen, así que incluye la foto en el PDF de tu currículum en lugar de subirla aparte, salvo que el formulario la pida, y no la pongas en una segunda columna, que los lectores automáticos suelen interpretar mal.",
    },
    IT: {
      name: "Italia",
      norm: "En Italia la foto en el currículum es habitual, pero no obligatoria.",
      why: "Muchas empresas italianas todavía la esperan, y el currículum Europass, muy extendido en Italia, tiene un espacio para ella, aunque la deja a tu elección.",
      format:
        "35 × 45 mm, el tamaño de una foto de identidad (fototessera), en vertical, en color, en la parte superior de la primera página.",
      ats: "Los sistemas de seguimiento de candidatos (ATS) solo leen el texto y no sacan nada de la imagen, así que incluye la foto en el PDF de tu currículum en lugar de subirla aparte, salvo que el formulario la pida, y no la pongas en una segunda columna, que los lectores automáticos suelen interpretar mal.",
    },
    NL: {
      name: "Países Bajos",
      norm: "En los Países Bajos la foto en el currículum es opcional.",
      why: "Los reclutadores neerlandeses ni esperan una foto ni la toman en tu contra: muchas personas la incluyen y muchas no, y tu perfil de LinkedIn ya muestra tu cara.",
      format: "Si la incluyes: unos 35 × 45 mm, en vertical, en color, en la cabecera de la primera página.",
      ats: "Los sistemas de seguimiento de candidatos (ATS) solo leen el texto, así que una foto no te perjudica mientras esté en la cabecera del PDF y no en una segunda columna, que los lectores automáticos suelen interpretar mal.",
    },
    BE: {
      name: "Bélgica",
      norm: "En Bélgica la foto en el currículum es opcional.",
      why: "La costumbre cambia según la región: la foto es más frecuente en Valonia y Bruselas que en Flandes, y muchas empresas, sobre todo las grandes, no la esperan.",
      format:
        "Si la incluyes: unos 35 × 45 mm, en vertical, en color, en la parte superior de la primera página junto a tus datos de contacto.",
      ats: "Los sistemas de seguimiento de candidatos (ATS) solo leen el texto, así que una foto no te perjudica mientras esté en la cabecera del PDF y no en una segunda columna, que los lectores automáticos suelen interpretar mal.",
    },
    UK: {
      name: "Reino Unido",
      norm: "En el Reino Unido se desaconseja poner foto en el currículum.",
      why: "La Ley de Igualdad (Equality Act 2010) prohíbe discriminar por edad, sexo, origen y otras características protegidas, así que muchas empresas descartan los currículums con foto para evitar cualquier sospecha de parcialidad.",
      format: "No pongas foto en el currículum y úsala en tu perfil de LinkedIn, que los reclutadores sí miran.",
      ats: "Los sistemas de seguimiento de candidatos (ATS) solo leen el texto, así que una foto no les aporta nada, y en las empresas que descartan los currículums con foto puede costarte la entrevista.",
    },
    IE: {
      name: "Irlanda",
      norm: "En Irlanda se desaconseja poner foto en el currículum.",
      why: "Las leyes de igualdad en el empleo (Employment Equality Acts 1998–2015) prohíben discriminar por nueve motivos, entre ellos el género, la edad y el origen, así que las empresas irlandesas no esperan foto y muchas descartan los currículums que la llevan.",
      format: "No pongas foto en el currículum y úsala en tu perfil de LinkedIn, que los reclutadores sí miran.",
      ats: "Los sistemas de seguimiento de candidatos (ATS) solo leen el texto, así que una foto no les aporta nada, y en las empresas que descartan los currículums con foto puede costarte la entrevista.",
    },
    US: {
      name: "Estados Unidos",
      norm: "En Estados Unidos se desaconseja poner foto en el currículum.",
      why: "El título VII de la Ley de Derechos Civiles de 1964 y las demás leyes que aplica la EEOC, la agencia federal de igualdad en el empleo, prohíben decidir por origen, sexo, edad y otras características protegidas; la EEOC aconseja a las empresas no pedir fotos, y muchas descartan los currículums que la llevan.",
      format: "No pongas foto en el currículum (résumé) y úsala en tu perfil de LinkedIn, que los reclutadores sí miran.",
      ats: "Los sistemas de seguimiento de candidatos (ATS) solo leen el texto, así que una foto no les aporta nada, y en las empresas que descartan los currículums con foto puede costarte la entrevista.",
    },
    CA: {
      name: "Canadá",
      norm: "En Canadá se desaconseja poner foto en el currículum.",
      why: "La Ley Canadiense de Derechos Humanos y los códigos de derechos humanos de las provincias prohíben elegir candidatos por origen, sexo, edad y otros motivos, así que las empresas canadienses no esperan foto y muchas descartan los currículums que la llevan.",
      format: "No pongas foto en el currículum (résumé) y úsala en tu perfil de LinkedIn, que los reclutadores sí miran.",
      ats: "Los sistemas de seguimiento de candidatos (ATS) solo leen el texto, así que una foto no les aporta nada, y en las empresas que descartan los currículums con foto puede costarte la entrevista.",
    },
    AU: {
      name: "Australia",
      norm: "En Australia se desaconseja poner foto en el currículum.",
      why: "Las leyes contra la discriminación por sexo (Sex Discrimination Act 1984), por raza (Racial Discrimination Act 1975) y por edad (Age Discrimination Act 2004) prohíben elegir candidatos por esos motivos, así que las empresas australianas no esperan foto y muchas descartan los currículums que la llevan.",
      format: "No pongas foto en el currículum (résumé) y úsala en tu perfil de LinkedIn, que los reclutadores sí miran.",
      ats: "Los sistemas de seguimiento de candidatos (ATS) solo leen el texto, así que una foto no les aporta nada, y en las empresas que descartan los currículums con foto puede costarte la entrevista.",
    },
  },
} satisfies typeof en;
