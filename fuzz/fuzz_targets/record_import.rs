#![no_main]
//! Any bytes as an imported record file and as a stored saved game: refused with an error or
//! loaded, never a panic; what loads saves and loads again to the same thing.
use libfuzzer_sys::fuzz_target;
use mahai::engine::record::Record;
use mahai::games::GAMES;
use mahai::ui::session::Session;

fuzz_target!(|data: &[u8]| {
    if data.len() > 1 << 16 {
        return;
    }
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(record) = Record::from_json(text) {
        if let Ok(game) = record.replay(GAMES) {
            let _ = game.position();
            let again = Record::from_json(&record.to_json()).expect("own record refused");
            assert_eq!(again, record);
        }
    }
    if let Ok(session) = Session::from_json(text) {
        let json = session.to_json();
        let back = Session::from_json(&json).expect("own save refused");
        assert_eq!(back.game, session.game);
    }
    if let Ok(session) = Session::from_record_json("fuzz".into(), text, 0.0) {
        let json = session.to_json();
        let back = Session::from_json(&json).expect("own save refused");
        assert_eq!(back.game, session.game);
    }
});
