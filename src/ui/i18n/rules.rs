//! Texts of the rules pages' frame (the pages' own text lives in `static/rules/<game>/`).

key_texts! {
    /// A rules-page text key.
    pub enum RulesT {
        Ruling, TryIt, TryItHelp, PlayFull, BackHome, DiagramError, NoPage, Figure, Loading, LoadFailed,
        FigureLink, Before, After,
    }
    eu: {
        Ruling => "Gure erabakia",
        TryIt => "Probatu",
        TryItHelp => "Taula hau zurea da: mugitu bi aldeetako piezak eta ikusi arauak nola betetzen diren.",
        PlayFull => "Jokatu partida osoa",
        BackHome => "Hasierara",
        DiagramError => "Irudi hau ezin da marraztu: {0}",
        NoPage => "Joko honen arauen orria ez dago oraindik.",
        Figure => "{0}. irudia",
        FigureLink => "{0}. irudiaren esteka",
        Before => "Aurretik",
        After => "Ondoren",
        Loading => "Arauak kargatzen…",
        LoadFailed => "Arauen orria ezin izan da kargatu{0}. Konexioa egiaztatu eta saiatu berriro.",
    }
    en: {
        Ruling => "Our ruling",
        TryIt => "Try it",
        TryItHelp => "This board is yours: move the pieces of every side and see the rules at work.",
        PlayFull => "Play the full game",
        BackHome => "Home",
        DiagramError => "This diagram cannot be drawn: {0}",
        NoPage => "There is no rules page for this game yet.",
        Figure => "Figure {0}",
        FigureLink => "Link to figure {0}",
        Before => "Before",
        After => "After",
        Loading => "Loading the rules…",
        LoadFailed => "The rules page could not be loaded{0}. Check the connection and try again.",
    }
    es: {
        Ruling => "Nuestra decisión",
        TryIt => "Pruébalo",
        TryItHelp => "Este tablero es tuyo: mueve las piezas de todos los bandos y mira las reglas en acción.",
        PlayFull => "Jugar la partida completa",
        BackHome => "Inicio",
        DiagramError => "Este diagrama no se puede dibujar: {0}",
        NoPage => "Este juego aún no tiene página de reglas.",
        Figure => "Figura {0}",
        FigureLink => "Enlace a la figura {0}",
        Before => "Antes",
        After => "Después",
        Loading => "Cargando las reglas…",
        LoadFailed => "No se ha podido cargar la página de reglas{0}. Comprueba la conexión y vuelve a intentarlo.",
    }
    fr: {
        Ruling => "Notre décision",
        TryIt => "Essayez",
        TryItHelp => "Ce plateau est à vous : jouez les pièces de chaque camp et voyez les règles en action.",
        PlayFull => "Jouer une partie complète",
        BackHome => "Accueil",
        DiagramError => "Ce diagramme ne peut pas être dessiné : {0}",
        NoPage => "Ce jeu n’a pas encore de page de règles.",
        Figure => "Figure {0}",
        FigureLink => "Lien vers la figure {0}",
        Before => "Avant",
        After => "Après",
        Loading => "Chargement des règles…",
        LoadFailed => "La page de règles n’a pas pu être chargée{0}. Vérifiez la connexion et réessayez.",
    }
}
